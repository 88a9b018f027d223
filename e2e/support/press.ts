import { type Locator, test } from '@playwright/test';

/** A tap as the device makes it: a touch on a phone (a project with touch), a click on a desktop. */
export const press = (target: Locator) => (test.info().project.use.hasTouch ? target.tap() : target.click());
