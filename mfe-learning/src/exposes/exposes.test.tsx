import { sampleCourseDetail } from '@app/dev-kit/fixtures';
import { checkExposes } from '@app/dev-kit/testing/exposes';
import { exposedModules } from '../dev/routes';

// Each module of the remote contract is in the harness and renders at its address (dev-kit).
checkExposes('mfe-learning', exposedModules, {
  './widgets/course-lectures': { course: sampleCourseDetail() },
});
