import path from 'node:path';
import {Component, CoreBindings, inject} from '@loopback/core';
import {createControllerFactoryForClass, RestApplication} from '@loopback/rest';
import {ExplorerController} from './loopback-internals';

/** Where the explorer is served, under the REST server's /api. */
export const EXPLORER_PATH = '/explorer';

/**
 * The API explorer at /api/explorer (spec: API.md), mounted as LoopBack's RestExplorerComponent
 * mounts it: its controller's page, its copy of the OpenAPI document, Swagger UI's files. That
 * component asks swagger-ui-dist's main module for the files' folder, and the module loads Swagger
 * UI's 1.5 MB browser bundle into the server to answer: a third of a second of every start for a
 * path. Here the folder is found without running the bundle; the browser still gets it as a file.
 */
export class ApiExplorerComponent implements Component {
  constructor(@inject(CoreBindings.APPLICATION_INSTANCE) app: RestApplication) {
    const route = (at: string, method: 'indexRedirect' | 'index' | 'spec') =>
      app.route('get', at, {'x-visibility': 'undocumented', responses: {}}, ExplorerController, createControllerFactoryForClass(ExplorerController), method);
    route(EXPLORER_PATH, 'indexRedirect');
    route(`${EXPLORER_PATH}/`, 'index');
    route(`${EXPLORER_PATH}/openapi.json`, 'spec');
    app.static(EXPLORER_PATH, path.dirname(require.resolve('swagger-ui-dist/package.json')));
    // LoopBack would otherwise redirect /explorer to an explorer hosted elsewhere.
    app.restServer.config.apiExplorer = {disabled: true};
  }
}
