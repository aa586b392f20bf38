"""What the Kubernetes schemas cannot see in the rendered charts (deploy/helm/check.sh runs it
with kubernetes-validate's Python, which has PyYAML): a single area's values render that area
alone; every pod runs non-root on a read-only root with a writable /tmp, its probes, resources
and secrets by reference; only the gateway's NetworkPolicy admits outside traffic; and every
URL a part is given names a Service of the installation, on its port.

Usage: python check-rendered.py <folder of check.sh's renderings>
"""

import re
import sys
from pathlib import Path
from urllib.parse import urlparse

import yaml

SERVICES = ["auth", "incidents", "volunteer", "docusign", "notifications"]
WEB = ["shell", "mfe-public", "mfe-ngo", "mfe-volunteer", "mfe-user", "mfe-admin"]
PARTS = SERVICES + ["gateway"] + WEB
SECRET_NAME = re.compile(r"(PASSWORD|SECRET|PRIVATE_KEY|API_KEY|MONGO_URL|SMTP_URL)$")
PER_PART_KINDS = {"Deployment", "Service", "HorizontalPodAutoscaler", "PodDisruptionBudget", "NetworkPolicy"}

problems: list[str] = []


def check(ok: bool, message: str) -> None:
    if not ok:
        problems.append(message)


def load(path: Path) -> list[dict]:
    return [doc for doc in yaml.safe_load_all(path.read_text()) if doc]


def by_kind(docs: list[dict], kind: str) -> dict[str, dict]:
    return {d["metadata"]["name"]: d for d in docs if d["kind"] == kind}


def check_pod(name: str, deployment: dict) -> None:
    pod = deployment["spec"]["template"]["spec"]
    where = f"Deployment {name}"
    check(pod["securityContext"].get("runAsNonRoot") is True, f"{where}: runAsNonRoot")
    check(isinstance(pod["securityContext"].get("runAsUser"), int), f"{where}: numeric runAsUser")
    check(pod.get("enableServiceLinks") is False, f"{where}: enableServiceLinks must be false")
    check(pod.get("automountServiceAccountToken") is False, f"{where}: no service account token")
    tmp = [v for v in pod["volumes"] if v["name"] == "tmp" and "emptyDir" in v]
    check(len(tmp) == 1, f"{where}: an emptyDir volume for /tmp")
    for container in pod["containers"]:
        sc = container["securityContext"]
        check(sc.get("readOnlyRootFilesystem") is True, f"{where}: read-only root file system")
        check(sc.get("allowPrivilegeEscalation") is False, f"{where}: no privilege escalation")
        check(sc.get("capabilities", {}).get("drop") == ["ALL"], f"{where}: every capability dropped")
        mounts = {m["mountPath"]: m["name"] for m in container.get("volumeMounts", [])}
        check(mounts.get("/tmp") == "tmp", f"{where}: /tmp mounted from the emptyDir")
        for probe in ("livenessProbe", "readinessProbe", "startupProbe"):
            check("httpGet" in container.get(probe, {}), f"{where}: {probe} over HTTP")
        check("memory" in container["resources"].get("limits", {}), f"{where}: a memory limit")
        check("cpu" in container["resources"].get("requests", {}), f"{where}: a CPU request")
        check(not container["image"].endswith(":"), f"{where}: an image tag")
        for env in container.get("env", []):
            if SECRET_NAME.search(env["name"]):
                check(
                    "secretKeyRef" in env.get("valueFrom", {}),
                    f"{where}: {env['name']} must come from a Secret",
                )
        if name in SERVICES:
            names = {e["name"] for e in container.get("env", [])}
            check("MONGO_URL" in names, f"{where}: MONGO_URL")


def allowed_components(policy: dict) -> set[str] | None:
    """The components a policy admits on its ports, or None when it admits anyone."""
    components: set[str] = set()
    for rule in policy["spec"]["ingress"]:
        if "from" not in rule:
            return None
        for peer in rule["from"]:
            selector = peer.get("podSelector", {})
            for expression in selector.get("matchExpressions", []):
                if expression["key"] == "app.kubernetes.io/component":
                    components.update(expression["values"])
            label = selector.get("matchLabels", {}).get("app.kubernetes.io/component")
            if label:
                components.add(label)
    return components


def check_urls(docs: list[dict]) -> None:
    """Every http URL in a part's env names a Service of this rendering, on a port it has."""
    ports = {
        name: {p["port"] for p in svc["spec"]["ports"]} for name, svc in by_kind(docs, "Service").items()
    }
    for name, deployment in by_kind(docs, "Deployment").items():
        for env in deployment["spec"]["template"]["spec"]["containers"][0].get("env", []):
            value = env.get("value", "")
            if not value.startswith("http://"):
                continue
            url = urlparse(value)
            check(
                url.hostname in ports and url.port in ports[url.hostname],
                f"Deployment {name}: {env['name']}={value} names no Service port of the installation",
            )


def check_umbrella(docs: list[dict]) -> None:
    deployments = by_kind(docs, "Deployment")
    check(sorted(deployments) == sorted(PARTS), f"umbrella: Deployments {sorted(deployments)}")
    for kind in PER_PART_KINDS:
        names = set(by_kind(docs, kind))
        check(set(PARTS) <= names, f"umbrella: a {kind} for every part (missing {set(PARTS) - names})")
    for name, deployment in deployments.items():
        check_pod(name, deployment)
    check_urls(docs)

    ingresses = by_kind(docs, "Ingress")
    check(list(ingresses) == ["gateway"], f"umbrella: one Ingress, the gateway's (got {list(ingresses)})")
    for ingress in ingresses.values():
        for rule in ingress["spec"]["rules"]:
            for path in rule["http"]["paths"]:
                backend = path["backend"]["service"]["name"]
                check(backend == "gateway", f"Ingress: routes to {backend}, not the gateway")

    policies = by_kind(docs, "NetworkPolicy")
    for name, policy in policies.items():
        admitted = allowed_components(policy)
        if name == "gateway":
            check(admitted is None, "NetworkPolicy gateway: must admit outside traffic")
        elif name in SERVICES:
            check(admitted == {"gateway", "service"}, f"NetworkPolicy {name}: admits {admitted}")
        elif name in WEB:
            check(admitted == {"gateway"}, f"NetworkPolicy {name}: admits {admitted}")
        elif name == "rescue-database":
            check(admitted == {"service"}, f"NetworkPolicy rescue-database: admits {admitted}")
        else:
            check(False, f"NetworkPolicy {name}: not expected")
    check("rescue-database" in policies, "umbrella: the database's NetworkPolicy")

    remotes = by_kind(docs, "ConfigMap").get("rescue-remotes", {}).get("data", {})
    areas = ["PUBLIC", "NGO", "VOLUNTEER", "USER", "ADMIN"]
    check(sorted(remotes) == sorted(f"REMOTE_{a}_URL" for a in areas), f"rescue-remotes: {remotes}")
    gateway_env_from = deployments["gateway"]["spec"]["template"]["spec"]["containers"][0]["envFrom"]
    check(
        any(e.get("configMapRef", {}).get("name") == "rescue-remotes" for e in gateway_env_from),
        "the gateway must read the shell's rescue-remotes",
    )


def check_one_area(docs: list[dict], area: str) -> None:
    names = {d["metadata"]["labels"].get("app.kubernetes.io/name") for d in docs}
    kinds = {d["kind"] for d in docs}
    check(names == {area}, f"one-area values: objects of {sorted(filter(None, names))}, not {area} alone")
    check(kinds == PER_PART_KINDS, f"one-area values: kinds {sorted(kinds)}")


def main() -> None:
    folder = Path(sys.argv[1])
    check_umbrella(load(folder / "umbrella.yaml"))
    released = load(folder / "umbrella-release.yaml")
    for name, deployment in by_kind(released, "Deployment").items():
        image = deployment["spec"]["template"]["spec"]["containers"][0]["image"]
        check(
            image == f"registry.example.org/rescue-network/{name}:1.2.3",
            f"Deployment {name}: image {image} ignores global.imageRegistry or global.imageTag",
        )
    check_one_area(load(folder / "ngo-area-only.yaml"), "mfe-ngo")
    for part in PARTS:
        docs = load(folder / f"{part}.yaml")
        check(set(PER_PART_KINDS) <= {d["kind"] for d in docs}, f"{part}: renders {PER_PART_KINDS}")
        check_pod(part, by_kind(docs, "Deployment")[part])
    if problems:
        print("Rendered charts:", *problems, sep="\n  ", file=sys.stderr)
        sys.exit(1)


main()
