package dev.linkledger.probe.udev;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Pointer;

/** The part of libudev (libudev.so.1) the monitor needs; see udev_monitor(3). */
interface LibUdev extends Library {
    static LibUdev load() {
        return Native.load("udev", LibUdev.class);
    }

    Pointer udev_new();

    Pointer udev_unref(Pointer udev);

    Pointer udev_monitor_new_from_netlink(Pointer udev, String name);

    int udev_monitor_filter_add_match_subsystem_devtype(Pointer monitor, String subsystem, String devtype);

    int udev_monitor_enable_receiving(Pointer monitor);

    int udev_monitor_get_fd(Pointer monitor);

    Pointer udev_monitor_receive_device(Pointer monitor);

    Pointer udev_monitor_unref(Pointer monitor);

    String udev_device_get_action(Pointer device);

    String udev_device_get_subsystem(Pointer device);

    String udev_device_get_devpath(Pointer device);

    String udev_device_get_sysname(Pointer device);

    Pointer udev_device_unref(Pointer device);
}
