// Holds a libudev netlink monitor open and waits for one event; probe/bench/netlink-idle.sh samples its CPU.
import dev.linkledger.probe.udev.NetlinkUeventSource;
import java.time.Duration;
public class NetlinkIdle {
    public static void main(String[] a) throws Exception {
        try (var s = NetlinkUeventSource.open()) {
            System.out.println("ready " + s.description());
            System.out.println("event: " + s.next(Duration.ofSeconds(Long.parseLong(a[0]))));
        }
    }
}
