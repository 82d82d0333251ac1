import { setProjectAnnotations } from '@storybook/react-vite';
import preview from './preview';

// Visual tests render composed stories: give them the same decorators (theme, locale) as the catalogue.
setProjectAnnotations(preview);
