import type { ErrorCode } from '@khelahobe/contracts/errors'

// The contracts' `errorCodes` object lives in a module that builds zod schemas when it loads;
// the type keeps these literals in step with it without shipping zod to the browser.
export const subscriptionRequired = 'SUBSCRIPTION_REQUIRED' satisfies ErrorCode
