import '../index.css';

export { default } from '../staff/ledger-page';
