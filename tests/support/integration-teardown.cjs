/**
 * Jest global teardown: closes the PGlite shared by the integration test files
 * (./integration-environment.cjs) when they ran in jest's own process (one file, or
 * --runInBand), which an open PGlite would keep from exiting. Worker processes just end.
 */
module.exports = () => require('./integration-environment.cjs').closeWorkerPglite();
