import '../index.css';

export { default } from '../widgets/image-viewer';
