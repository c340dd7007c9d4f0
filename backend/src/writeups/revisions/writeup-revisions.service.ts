import { Injectable, NotFoundException } from '@nestjs/common';
import type { Revision, RevisionsResponse, Writeup } from '@reviews/libs/contract';
import { canEditWriteup } from '@reviews/libs/rules';

import { WRITEUP_NOT_FOUND } from '../../common/not-found-messages';
import { actorOf } from '../../common/actor';
import type { UserRow } from '../../database/schema';
import { WriteupEditorService } from '../editing/writeup-editor.service';
import { toRevisionResponse, toRevisionSummaries } from './revision.mapper';
import { WriteupRevisionsRepository } from './writeup-revisions.repository';
import { WriteupsRepository } from '../editing/writeups.repository';

export const REVISION_NOT_FOUND = 'Revision not found';

/** Revisions: seen and restored by the writeup's author and root only (product.md §10). */
@Injectable()
export class WriteupRevisionsService {
  constructor(
    private readonly revisions: WriteupRevisionsRepository,
    private readonly writeups: WriteupsRepository,
    private readonly editor: WriteupEditorService,
  ) {}

  async list(user: UserRow, writeupId: string): Promise<RevisionsResponse> {
    await this.assertMayEdit(user, writeupId);
    const rows = await this.revisions.listForWriteup(writeupId);
    return { revisions: toRevisionSummaries(rows) };
  }

  async get(user: UserRow, writeupId: string, revisionId: string): Promise<Revision> {
    await this.assertMayEdit(user, writeupId);
    const found = await this.find(writeupId, revisionId);
    return toRevisionResponse(found, await this.revisions.findPrevious(found.revision));
  }

  /** Saves the revision's fields as the writeup's own: a save like any other, with its checks. */
  async restore(user: UserRow, writeupId: string, revisionId: string): Promise<Writeup> {
    await this.assertMayEdit(user, writeupId);
    const { revision } = await this.find(writeupId, revisionId);
    return this.editor.save(user, { ...revision.fields, _id: writeupId });
  }

  private async find(writeupId: string, revisionId: string) {
    const found = await this.revisions.findOne(writeupId, revisionId);
    if (!found) throw new NotFoundException(REVISION_NOT_FOUND);
    return found;
  }

  /** Anyone but the author and root gets the same 404 as for a missing writeup. */
  private async assertMayEdit(user: UserRow, writeupId: string): Promise<void> {
    const found = await this.writeups.findById(writeupId);
    if (!found || !canEditWriteup(actorOf(user), { admin: { _id: found.writeup.adminId } })) {
      throw new NotFoundException(WRITEUP_NOT_FOUND);
    }
  }
}
