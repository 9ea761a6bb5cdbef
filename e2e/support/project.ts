import type { TestInfo } from '@playwright/test';

/** 0 for the phone project, 1 for desktop: picks this project's share of the staff fixtures. */
export const projectIndex = (info: TestInfo) => (info.project.name === 'phone-360' ? 0 : 1);
export const isPhone = (info: TestInfo) => info.project.name === 'phone-360';
