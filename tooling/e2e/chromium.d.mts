import type { LaunchOptions } from '@playwright/test';

export const chromiumLaunchOptions: LaunchOptions;
