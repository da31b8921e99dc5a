/// <reference path="../pb_data/types.d.ts" />
// Every collection with a file field (lib/upload-types.js UPLOAD_COLLECTIONS): new uploads get the extension of their content, and an
// upload of no accepted type is refused with a field error (lib/upload-types.js), on create and
// on update, before PocketBase validates and stores them.

for (const bind of [onRecordCreateRequest, onRecordUpdateRequest]) {
  bind(
    (e) => {
      const errors = require(`${__hooks}/lib/upload-types.js`).correctUploadNames(e.record);
      if (Object.keys(errors).length > 0) {
        require(`${__hooks}/lib/http.js`).throwFieldErrors('Failed to save the record.', errors);
      }
      return e.next();
    },
    ...require(`${__hooks}/lib/upload-types.js`).UPLOAD_COLLECTIONS,
  );
}
