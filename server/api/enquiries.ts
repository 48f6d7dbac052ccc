import { createRoute } from '@hono/zod-openapi';
import { submitEnquiry, wholesaleEnquiryInput } from '#core/accounts';
import { accountLimits } from '#server/http/account-limits';
import { createRouter, ok } from './http';
import { limitBy } from './limits';
import { errorResponses, formBody, limit, texts } from './users-auth';

const enquiryLimit = limitBy(accountLimits.enquiry); // one counter with the wholesale page's form

/** Contact forms the shop answers by hand (SPEC §1 wholesale enquiries; designed). */
export const enquiriesApi = createRouter();

enquiriesApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/users/enquiries/wholesale',
    summary: 'Wholesale enquiry: name, phone, e-mail?, company?, message',
    request: formBody(wholesaleEnquiryInput),
    responses: { 200: { description: 'Accepted: message, message_ua' }, ...errorResponses },
  }),
  async (c) => {
    const input = c.req.valid('form');
    const limited = await limit(c, enquiryLimit);
    if (limited) return limited;
    await submitEnquiry(c.get('ctx'), 'wholesale', input);
    return ok(c, null, texts('enquiry_accepted'));
  },
);
