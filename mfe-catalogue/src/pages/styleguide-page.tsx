// /styleguide: every component of the design system, for designers and remote teams.
export { default } from '../features/styleguide/styleguide-page';
