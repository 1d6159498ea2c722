import { apiErrorSchema } from '../api.ts';

/** Every v1 failure has the body of the rest of the API (`{ success: false, error }`, error in the request's language). */
export const apiV1ErrorSchema = apiErrorSchema.meta({ id: 'Error' });
