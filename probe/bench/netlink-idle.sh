#!/bin/bash
# Idle cost of the netlink path: a JVM waiting in NetlinkUeventSource.next() for a minute.
# Reports the ticks and voluntary context switches of the waiting thread (found by its wchan)
# and of the whole process. Run from the repository root after building the probe module.
set -euo pipefail
jna=$(ls ~/.m2/repository/net/java/dev/jna/jna/5.19.1/jna-5.19.1.jar)
java -Xmx24m -XX:+UseSerialGC -cp "probe/target/classes:$jna" probe/bench/NetlinkIdle.java 75 &
pid=$!
sleep 10
tid=
for t in /proc/$pid/task/*; do case "$(cat "$t/wchan")" in *poll*) tid=${t##*/};; esac; done
[ -n "$tid" ] || { echo "no thread waiting in poll"; kill $pid; exit 1; }
snap() { awk '{print $14+$15}' /proc/$pid/stat; awk '{print $14+$15}' /proc/$pid/task/$tid/stat; awk '/^voluntary/{print $2}' /proc/$pid/task/$tid/status; }
a=($(snap)); sleep 60; b=($(snap))
echo "60 s idle: process $(( b[0]-a[0] )) ticks; waiting thread $tid: $(( b[1]-a[1] )) ticks, $(( b[2]-a[2] )) voluntary context switches, in $(cat /proc/$pid/task/$tid/wchan)"
wait $pid
