# Production image: the server, which also serves the built client. Database from DATABASE_URL.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/shared/package.json shared/
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# DATA_DIR: the generated key of the signed document links (document-link.secret) when
# DOCUMENT_LINK_SECRET is not set, and the local files; the server runs as node, so node owns it,
# and refuses to start while anyone else may read it (0700; a new named volume takes these modes).
RUN mkdir -p /app/data && chown node:node /app/data && chmod 700 /app/data
VOLUME /app/data
USER node
EXPOSE 3000
CMD ["node", "server/dist/index.js"]
