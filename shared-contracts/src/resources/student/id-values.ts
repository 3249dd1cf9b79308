/**
 * The id values the student contracts share: one schema instance for all of them, as the
 * OpenAPI document names a shared schema once (not re-exported by the index).
 */
import { idValue } from '../../ids';

export const id = idValue();
export const optionalId = id.optional();
