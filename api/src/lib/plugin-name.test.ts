import Fastify, { type FastifyInstance } from 'fastify';
import { named } from './plugin-name';

async function campusRoutes(app: FastifyInstance) {
  app.get('/campuses', () => []);
}

describe('named', () => {
  it('marks a plugin with its function name, which fastify shows in its plugin tree', async () => {
    const app = Fastify();
    await app.register(named(campusRoutes));
    await app.ready();
    expect(Reflect.get(campusRoutes, Symbol.for('fastify.display-name'))).toBe('campusRoutes');
    expect(app.printPlugins()).toContain('campusRoutes');
    await app.close();
  });

  it('keeps a name already given', () => {
    const plugin = async () => undefined;
    Object.defineProperty(plugin, Symbol.for('fastify.display-name'), { value: 'given' });
    expect(Reflect.get(named(plugin), Symbol.for('fastify.display-name'))).toBe('given');
  });
});
