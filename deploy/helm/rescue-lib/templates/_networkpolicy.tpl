{{/*
The part's ingress NetworkPolicy. Selecting the part's pods makes every other connection to
them refused: only the components in networkPolicy.from (pods of this product, by their
app.kubernetes.io/component label), or anyone with fromAnywhere (the gateway), reach its
ports. Egress is left open: the services reach MongoDB, the mail server and DocuSign's API.
*/}}
{{- define "rescue-lib.networkPolicy" -}}
{{- $c := dict "Values" (include "rescue-lib.values" . | fromYaml) "Chart" .Chart "Release" .Release -}}
{{- $v := $c.Values -}}
{{- if $v.networkPolicy.enabled -}}
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ include "rescue-lib.name" $c }}
  labels:
    {{- include "rescue-lib.labels" $c | nindent 4 }}
spec:
  podSelector:
    matchLabels:
      {{- include "rescue-lib.selectorLabels" $c | nindent 6 }}
  policyTypes: [Ingress]
  ingress:
    - ports:
        - port: http
          protocol: TCP
      {{- if not $v.networkPolicy.fromAnywhere }}
      from:
        - podSelector:
            matchExpressions:
              - key: app.kubernetes.io/part-of
                operator: In
                values: [rescue]
              - key: app.kubernetes.io/component
                operator: In
                values:
                  {{- toYaml $v.networkPolicy.from | nindent 18 }}
      {{- end }}
    {{- with $v.networkPolicy.extraIngress }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
{{- end }}
{{- end }}
