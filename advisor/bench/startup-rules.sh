#!/usr/bin/env bash
# The rule base's share of a start, in isolation: each way in a fresh JVM, RUNS times, alternating.
#   compile at run time   what RuleEngine did before issue 13: DRL -> executable model -> ecj
#   build-time model      what it does now: load the classes rules/pom.xml's kie-maven-plugin built
# Prints wall ms (as measured inside) and the JVM's user+system CPU (GNU time), with the load.
# Usage, after ./mvnw -B install -DskipTests: advisor/bench/startup-rules.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-2}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
./mvnw -B -o -q -pl rules dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$work/cp" >/dev/null
full="$(cat "$work/cp"):rules/target/classes"
# the runtime the advisor ships: its quarkus-app/lib without drools-compiler and friends
light="$(ls advisor/target/quarkus-app/lib/main/{org.drools.*,org.kie.*,org.slf4j.*,commons-codec.*,com.fasterxml.jackson.core.*,dev.linkledger.*} 2>/dev/null | tr '\n' ':')"
javac -d "$work/full" -cp "$full" advisor/bench/startup-rules/CompileAtRunTime.java
javac -d "$work/light" -cp "$light" advisor/bench/startup-rules/LoadBuildTimeModel.java
for run in $(seq 1 "$runs"); do
  echo "run $run, load $(uptime | sed 's/.*load average: //')"
  /usr/bin/time -f '  CPU %U s user + %S s system, wall %e s' java -cp "$full:$work/full" CompileAtRunTime 2>&1 | grep -v SLF4J
  /usr/bin/time -f '  CPU %U s user + %S s system, wall %e s' java -cp "$light:$work/light" LoadBuildTimeModel 2>&1 | grep -v SLF4J
done
