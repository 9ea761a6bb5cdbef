import { checkExposes } from '@app/dev-kit/testing/exposes';
import { exposedModules } from '../dev/routes';

// Each module of the remote contract is in the harness and renders at its address (dev-kit).
checkExposes('mfe-staff', exposedModules, {});
