export { createEventBus } from './event-bus';
export type { EventBus } from './event-bus';
export { bus, showToast } from './events';
export { BusContext, createRequestBus, useBus } from './request-bus';
export type { CartSnapshot, SessionSnapshot, SiteEvents, ToastRequest, ToastSeverity } from './events';
export { toastText } from './toast-text';
export { refuseOnServer } from './server-refusal';
