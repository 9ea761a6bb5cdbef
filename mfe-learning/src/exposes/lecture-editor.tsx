import '../index.css';

export { default } from '../staff/lecture-editor-page';
