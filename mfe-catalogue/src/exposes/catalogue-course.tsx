import '../index.css';

export { default } from '../staff/course-editor-page';
