#!/usr/bin/env bash
# The Kubernetes charts, checked offline (a step of CI, .ci/run):
#   1. helm lint --strict every chart (the library, each part, the umbrella, the one-area values);
#   2. helm template each part, the umbrella (also with a global registry and tag) and the one-area
#      values into .rendered/;
#   3. every rendered manifest validated against the Kubernetes schemas in strict mode (unknown
#      fields are errors) by kubernetes-validate, for the oldest Kubernetes the charts support
#      (1.30: the preStop sleep action) and the newest the validator knows;
#   4. what the schemas cannot see (check-rendered.py): the one-area values render that area
#      alone, every pod is non-root and read-only with its probes, secrets arrive only through
#      secretKeyRef, only the gateway's NetworkPolicy admits outside traffic; and a secret
#      written into a chart's env is refused.
# Tools, installed on first use and cached under .cache/ (git-ignored):
#   Helm, built from the Go module proxy with `go install` (.cache/helm/<version>/helm; Go's own
#   module and build caches stay where Go keeps them, so a fresh clone rebuilds in seconds);
#   kubernetes-validate, from PyPI in a virtualenv (.cache/kubernetes-validate/venv-<version>).
# Usage: bash deploy/helm/check.sh   (from anywhere; exits non-zero on any error)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$here"

HELM_VERSION=v3.22.0
KUBERNETES_VALIDATE_VERSION=1.37.0
# The oldest Kubernetes the charts are for, and the newest the validator ships schemas of.
KUBERNETES_VERSIONS=(1.30.0 1.37.0)
PARTS=(auth incidents volunteer docusign notifications gateway shell mfe-public mfe-ngo mfe-volunteer mfe-user mfe-admin)

started=$(date +%s)
say() { printf '  %s (%ss)\n' "$1" "$(($(date +%s) - started))"; }

cache="$root/.cache"
helm="$cache/helm/$HELM_VERSION/helm"
if [ ! -x "$helm" ]; then
  command -v go >/dev/null || { echo "Go is needed to build Helm (apt-get install golang)" >&2; exit 1; }
  say "building Helm $HELM_VERSION from the Go module proxy (first run only)"
  # Go keeps its module and build caches in the home folder; without one, under .cache.
  [ -n "${HOME:-}" ] || export GOPATH="$cache/go" GOCACHE="$cache/go/build-cache" GOFLAGS=-modcacherw
  bin=$(mktemp -d)
  GOBIN="$bin" GOFLAGS="-mod=mod ${GOFLAGS:-}" CGO_ENABLED=0 GOTOOLCHAIN=local \
    go install "helm.sh/helm/v3/cmd/helm@$HELM_VERSION"
  mkdir -p "$(dirname "$helm")"
  mv "$bin/helm" "$helm"
  rm -rf "$bin"
fi
venv="$cache/kubernetes-validate/venv-$KUBERNETES_VALIDATE_VERSION"
if [ ! -f "$venv/.installed" ]; then
  say "installing kubernetes-validate $KUBERNETES_VALIDATE_VERSION from PyPI (first run only)"
  python=${PYTHON:-python3}
  "$python" -c 'import venv' 2>/dev/null || { echo "Python 3 with venv is needed (apt-get install python3-venv)" >&2; exit 1; }
  rm -rf "$venv"
  "$python" -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check \
    "kubernetes-validate==$KUBERNETES_VALIDATE_VERSION"
  touch "$venv/.installed"
fi
say "Helm $HELM_VERSION, kubernetes-validate $KUBERNETES_VALIDATE_VERSION"

# Helm's own files (repository list, cache) stay under .cache too: nothing is fetched, the
# charts' only dependencies are the folders beside them (file://).
export HELM_CACHE_HOME="$cache/helm/home/cache" HELM_CONFIG_HOME="$cache/helm/home/config" \
  HELM_DATA_HOME="$cache/helm/home/data"

# The library into each part, then the parts into the umbrella (charts/, git-ignored).
for part in "${PARTS[@]}"; do "$helm" dependency update --skip-refresh "$part" >/dev/null; done
"$helm" dependency update --skip-refresh rescue >/dev/null
say "dependencies packed"

"$helm" lint --strict --quiet rescue-lib "${PARTS[@]}" rescue
"$helm" lint --strict --quiet rescue -f examples/ngo-area-only.yaml
say "helm lint: ${#PARTS[@]} parts, the library, the umbrella and the one-area values"

out="$here/.rendered"
rm -rf "$out" && mkdir -p "$out"
for part in "${PARTS[@]}"; do
  "$helm" template "$part" "$part" --namespace rescue >"$out/$part.yaml"
done
"$helm" template rescue rescue --namespace rescue >"$out/umbrella.yaml"
# One registry and tag for every part, as a whole installation's release sets them.
"$helm" template rescue rescue --namespace rescue \
  --set global.imageRegistry=registry.example.org --set global.imageTag=1.2.3 >"$out/umbrella-release.yaml"
"$helm" template rescue-ngo rescue --namespace rescue -f examples/ngo-area-only.yaml \
  >"$out/ngo-area-only.yaml"
rendered=("$out"/*.yaml)
say "helm template: ${#rendered[@]} renderings"

for version in "${KUBERNETES_VERSIONS[@]}"; do
  "$venv/bin/kubernetes-validate" --strict --quiet --kubernetes-version "$version" "$out"/*.yaml
done
say "kubernetes-validate --strict: every manifest, Kubernetes ${KUBERNETES_VERSIONS[*]}"

# A secret written into env must stop the rendering, not reach the cluster.
if "$helm" template auth auth --set env.JWT_PRIVATE_KEY=written-in-values >/dev/null 2>&1; then
  echo "a secret in env.JWT_PRIVATE_KEY was rendered: rescue-lib.checkEnv should refuse it" >&2
  exit 1
fi
"$venv/bin/python" "$here/check-rendered.py" "$out"
say "rendered manifests checked"
