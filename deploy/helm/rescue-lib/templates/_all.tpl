{{/* Everything a part needs, in one include: a part chart's templates/all.yaml is this line. */}}
{{- define "rescue-lib.all" -}}
{{ include "rescue-lib.deployment" . }}
---
{{ include "rescue-lib.service" . }}
{{- with include "rescue-lib.hpa" . }}
---
{{ . }}
{{- end }}
{{- with include "rescue-lib.pdb" . }}
---
{{ . }}
{{- end }}
{{- with include "rescue-lib.networkPolicy" . }}
---
{{ . }}
{{- end }}
{{- end }}
