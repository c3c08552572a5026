import { formInViewTests } from './mobile';

// The built-in catalog (mocks/catalog.json): some forty methods, so a phone shows the form
// thousands of pixels below the first of them.
formInViewTests();
