import Typography from '@mui/material/Typography';
import {useCurrentMember} from '@/features/auth';

export function HomeRoute() {
  const {data: member} = useCurrentMember();
  return (
    <Typography variant="h4" component="h1">
      Welcome, {member?.name}
    </Typography>
  );
}
