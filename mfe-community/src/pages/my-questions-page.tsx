import { routeByName } from '@app/shared-contracts';
import { ComingSoon } from '../components/coming-soon';

export default function MyQuestionsPage() {
  return <ComingSoon title={routeByName('my-questions').meta.title} />;
}
