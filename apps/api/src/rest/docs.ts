import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi.js';

/** GET /api/openapi.json and the Swagger UI at /api/docs, its assets served from this origin. */
export async function registerApiDocs(app: FastifyInstance) {
  app.get('/api/openapi.json', () => openApiDocument());
  // Static mode: the document is generated from the route table, not from Fastify route schemas.
  await app.register(swagger, {
    mode: 'static',
    // The plugin's types stop at OpenAPI 3.0; ours is 3.1 (JSON Schema 2020-12 from zod).
    specification: { document: openApiDocument() as never },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No calls to validator.swagger.io: nothing leaves this origin.
    validatorUrl: false,
    uiConfig: { deepLinking: true, tryItOutEnabled: false },
    theme: { title: 'Lectern API' },
  });
}
