FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm turbo run build --filter=@lectern/api --filter=@lectern/web

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 WEB_DIST=/app/apps/web/dist
COPY --from=build /app /app
EXPOSE 3000
# The server's Node flags, as scripts/lib.mjs (SERVER_NODE_FLAGS) gives them.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "apps/api/dist/server.js"]
