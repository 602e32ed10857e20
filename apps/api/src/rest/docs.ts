import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi.js';

/**
 * @fastify/swagger-ui reads the document from a `swagger()` decorator that @fastify/swagger
 * would provide. Ours is generated from the route table, so this stands in for that plugin
 * (same name, not encapsulated) rather than describing every route a second time.
 */
const documentProvider = Object.assign(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    // JSON is YAML too: swagger-ui's /yaml route asks for a string.
    app.decorate('swagger', (options?: { yaml?: boolean }) =>
      options?.yaml ? JSON.stringify(openApiDocument(), null, 2) : openApiDocument(),
    );
    done();
  },
  {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: '@fastify/swagger',
    [Symbol.for('plugin-meta')]: { name: '@fastify/swagger' },
  },
);

/** GET /api/openapi.json and the Swagger UI at /api/docs, its assets served from this origin. */
export async function registerApiDocs(app: FastifyInstance) {
  app.get('/api/openapi.json', () => openApiDocument());
  await app.register(documentProvider);
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No calls to validator.swagger.io: nothing leaves this origin.
    validatorUrl: false,
    uiConfig: { deepLinking: true, tryItOutEnabled: false },
    theme: { title: 'Lectern API' },
  });
}
