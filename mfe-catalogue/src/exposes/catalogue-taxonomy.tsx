import '../index.css';

export { default } from '../staff/taxonomy-page';
