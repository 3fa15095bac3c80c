/// What `BusTransport.showOrDetect` throws when no process owns the service's bus name.
struct ServiceNotRunning: Error {}
