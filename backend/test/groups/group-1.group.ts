import { runSpecGroup } from '../support/spec-groups';

runSpecGroup(0);
