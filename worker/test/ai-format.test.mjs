// /api/format against every scripted provider behaviour (see ai-scenarios.mjs).
import { describeScenarios } from './ai-scenarios.mjs';
import { operations } from './ai-fixtures.mjs';

describeScenarios(operations.find((op) => op.name === 'format'));
