// Complaints (spec 02 §3-§5): the list filters by status, category, who filed it, closed and
// overdue, newest first (by complaint number), 50 a page, each filter read from its index.
// isClosed follows the status from now on (status closed); rows filed before are brought in line.
export const up = /* sql */ `
UPDATE complaints SET isclosed = (status = 'closed');
CREATE INDEX complaints_number_status_idx ON complaints (status, complaintnumber);
CREATE INDEX complaints_number_category_idx ON complaints (reasoncategory, complaintnumber);
CREATE INDEX complaints_number_filedby_idx ON complaints (complaintfiledby, complaintnumber);
CREATE INDEX complaints_number_closed_idx ON complaints (isclosed, complaintnumber);
CREATE INDEX complaints_overdue_idx ON complaints (duedate) WHERE status NOT IN ('resolved', 'closed');
CREATE INDEX complaints_clientid_idx ON complaints (clientid);
`;
