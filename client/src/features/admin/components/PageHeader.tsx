// Moved to @/components so every feature's screens share one header.
export {PageHeader} from '@/components/PageHeader';
