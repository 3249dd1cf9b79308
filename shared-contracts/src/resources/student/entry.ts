/**
 * The student an entry of another record is about (a graduation form, a dropout, a letter, a
 * board exam entry, an exam candidate): the same reference and the same kept name and
 * registration in each.
 */
import { reference, text } from '../../resource';

/**
 * The student the entry is about, chosen on create: a filter, so a student's own entries can be
 * read, but neither a column nor a select on screens.
 */
export const studentRef = (required: string) =>
  reference('Student', 'Student', 'firstName', {
    required,
    createOnly: true,
    column: false,
    filter: true,
  });

/** Who that student was when the entry was made: the server keeps the name and registration. */
export const keptStudentFields = () => ({
  studentName: text('Student', { max: 300, readOnly: true }),
  registrationNo: text('Registration No.', { max: 40, readOnly: true }),
});
