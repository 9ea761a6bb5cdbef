import '../index.css';

export { default } from '../widgets/wallet-card';
