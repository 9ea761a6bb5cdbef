import '../index.css';

export { default } from '../pages/help-page';
