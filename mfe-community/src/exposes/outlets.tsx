import '../index.css';

export { default } from '../staff/outlets-page';
