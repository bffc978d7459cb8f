#!/usr/bin/env bash
# The service on a JRE: jlink a runtime of this JDK's modules without its development tools
# (no jdk.compiler, so no javac for Drools to fall back on), then run advisor/bench/startup.sh
# with it on the PATH. It answers only if the rule base the rules build compiled is what loads.
# Usage, after ./mvnw -B package -DskipTests:  advisor/bench/on-a-jre.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/../.."
jre=$(mktemp -d)/jre
trap 'rm -rf "$(dirname "$jre")"' EXIT
tools='jdk\.(compiler|javadoc|jshell|jdeps|jlink|jpackage|jartool|jdi|jdwp\.agent|hotspot\.agent|jcmd|jconsole|jstatd|editpad|attach|internal\..*|incubator\..*|accessibility|unsupported\.desktop)'
modules=$(java --list-modules | sed 's/@.*//' | grep -v -E "^${tools}$" | paste -sd, -)
jlink --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --output "$jre"
if "$jre/bin/java" --list-modules | grep -q '^jdk.compiler@'; then echo "jdk.compiler is in the runtime" >&2; exit 1; fi
echo "runtime: $("$jre/bin/java" --list-modules | wc -l) modules, no jdk.compiler"
PATH="$jre/bin:$PATH" CMD=${CMD:-advisor/bin/linkledger} advisor/bench/startup.sh "${1:-1}"
