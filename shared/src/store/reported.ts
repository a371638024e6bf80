import { reportApiError, type ReportOptions } from '@arbora/shared/api';

/**
 * Runs a store command: the shopper hears about a failure once (SPEC 8, through reportApiError)
 * and the caller still gets the rejection, to stop a spinner or mark a field.
 */
export async function reported<T>(command: () => Promise<T>, options?: ReportOptions): Promise<T> {
  try {
    return await command();
  } catch (error) {
    reportApiError(error, options);
    throw error;
  }
}
