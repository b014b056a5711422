// Public surface of the auth feature for the app layer.
export {useCurrentMember, usePrefetchCurrentMember, type CurrentMember} from './api/auth';
export {LoginRoute} from './routes/LoginRoute';
export {LogoutRoute} from './routes/LogoutRoute';
