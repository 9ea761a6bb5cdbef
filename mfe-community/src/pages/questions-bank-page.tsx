import { routeByName } from '@app/shared-contracts';
import { ComingSoon } from '../components/coming-soon';

export default function QuestionsBankPage() {
  return <ComingSoon title={routeByName('questions-bank').meta.title} />;
}
