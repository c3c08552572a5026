import { formInViewTests } from '../mobile';

// e2e/catalogs/outsider.json: long unbroken names that wrap over many lines on a phone.
formInViewTests();
