// The database package's throwaway PostgreSQL server for the run (`inject('postgresUrl')`).
export { setup } from '../../../database/src/testing/postgres.globalSetup.js'
