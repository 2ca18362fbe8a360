// A setup file of the integration projects (vitest.config.ts): accounts made by the tests hash
// their passwords at a small scrypt cost. Production never imports this; credentials.test.ts holds
// the production cost, and verifying reads the cost stored in each hash, so both kinds verify.
import { usePasswordTestCost } from '../modules/user/index.ts';

usePasswordTestCost();
