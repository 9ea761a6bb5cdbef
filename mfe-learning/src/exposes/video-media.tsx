import '../index.css';

export { default } from '../staff/video-page';
